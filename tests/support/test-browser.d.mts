/** Types of `test-browser.mjs` (which browsers the end-to-end tests drive; see that file). */
export declare const HEADLESS_SHELL: string
export declare const FULL_CHROMIUM: string
export declare const CHROMIUM_ARGS: string[]
export declare function testBrowsers(): { shell: string; full: string; missing: string[] }
