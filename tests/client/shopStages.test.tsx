import { inStages, preloadShopChunks } from '@/ssr/shopStages';

describe('preloadShopChunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads every script index.html lists for the shop, and only the shop's own assets", () => {
    document.head.innerHTML =
      '<script type="application/json" id="shop-chunks">["/assets/main-a.js","/assets/react-b.js","https://elsewhere.example/x.js",42]</script>';
    preloadShopChunks();
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/main-a.js', '/assets/react-b.js']);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('does nothing without a list or with a broken one', () => {
    preloadShopChunks();
    document.head.innerHTML = '<script type="application/json" id="shop-chunks">[not json</script>';
    preloadShopChunks();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('inStages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each stage after the one before, in a task of its own', async () => {
    const ran: string[] = [];
    const done = inStages(['react', 'theme', 'main'].map((name) => () => Promise.resolve(ran.push(name))));
    await Promise.resolve();
    expect(ran).toEqual(['react']);
    // Microtasks alone do not reach the next stage: it waits for a new task.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(ran).toEqual(['react']);
    await jest.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['react', 'theme']);
    await jest.runAllTimersAsync();
    await done;
    expect(ran).toEqual(['react', 'theme', 'main']);
  });

  it('stops at a stage that fails', async () => {
    const ran: string[] = [];
    const done = inStages([() => Promise.reject(new Error('chunk gone')), () => Promise.resolve(ran.push('main'))]);
    await expect(done).rejects.toThrow('chunk gone');
    await jest.runAllTimersAsync();
    expect(ran).toEqual([]);
  });
});
