/** What `npm run bench` bundles to time the router (bench/run.mjs, section "route"). */
export { flownRoute } from './flight-route'
export { routeGraph } from './route-graph'
