import { startTestServer } from './server/helpers/testServer';
(async () => {
  const s = await startTestServer();
  const p = async (body: string, headers: Record<string,string> = {'content-type':'application/json'}) => {
    const r = await fetch(`${s.url}/graphql`, { method: 'POST', headers, body });
    console.log(r.status, (await r.text()).slice(0, 300));
  };
  await p(JSON.stringify({ query: 'subscription { categories { id } }' }));
  await p(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }));
  await p(JSON.stringify({ query: '{ categories { ' }));
  await p('xxxx', {'content-type':'application/json', 'content-encoding': 'br'});
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: products(pageSize: 100) { totalCount }`).join(' ')} }`;
  let t = Date.now(); await p(JSON.stringify({ query: aliases(5000) })); console.log(Date.now() - t);
  t = Date.now(); await p(JSON.stringify({ query: aliases(500) })); console.log(Date.now() - t);
  t = Date.now(); await p(JSON.stringify({ query: aliases(500) })); console.log(Date.now() - t);
  await s.close();
})();
