/** Types of `test-browser.mjs` (which browser the end-to-end tests drive; see that file). */
export declare const HEADLESS_SHELL: string
export declare const FULL_CHROMIUM: string
export declare function testBrowser(): { path: string; found: boolean }
