/** What `npm run bench` bundles to time the router (bench/run.mjs, section "route"). */
export { flownRoute } from '../app/domain/trip/flight-route'
export { routeGraph } from '../app/domain/trip/route-graph'
