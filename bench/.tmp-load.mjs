import autocannon from 'autocannon'
const [url, dur='5', enc] = process.argv.slice(2)
const headers = enc ? { 'accept-encoding': enc } : {}
const r = await autocannon({ url, connections: 10, duration: +dur, headers })
console.log(url, enc ?? '', 'req/s', Math.round(r.requests.average), 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'bytes/req', Math.round(r.throughput.total / r.requests.total))
