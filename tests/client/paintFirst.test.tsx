import { afterFirstPaint, afterMainPictures, FIRST_PAINT_WAIT_MS, PICTURE_WAIT_MS } from '@/ssr/paintFirst';

/** The page's root with the given pictures (`fetchpriority="high"` unless said), as the server renders it. */
function pageWith(pictures: { priority?: string; complete?: boolean }[]): HTMLImageElement[] {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  return pictures.map(({ priority = 'high', complete = false }) => {
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', priority);
    Object.defineProperty(picture, 'complete', { value: complete });
    root.appendChild(picture);
    return picture;
  });
}

/** A window whose paint timing the test drives: `paint()` reports the page's first contentful paint. */
function windowWithPaintTiming() {
  const observers: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
    PerformanceObserver: FakeObserver,
    setTimeout: window.setTimeout.bind(window),
    requestAnimationFrame: () => {
      throw new Error('the paint entry is awaited, not a frame');
    },
  });
  const paint = (name: string) => {
    const entries = {
      getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
    } as unknown as PerformanceObserverEntryList;
    for (const callback of [...observers]) callback(entries, {} as PerformanceObserver);
  };
  return { win, paint };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pageWith([{}]);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts in a task after the first contentful paint is reported, and once', () => {
    const { win, paint } = windowWithPaintTiming();
    const start = jest.fn();
    afterFirstPaint(start, document, win);
    paint('first-paint');
    jest.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than FIRST_PAINT_WAIT_MS to hear of the paint', () => {
    const { win } = windowWithPaintTiming();
    const start = jest.fn();
    afterFirstPaint(start, document, win);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint timing, starts in a task after the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
      PerformanceObserver: undefined,
      setTimeout: window.setTimeout.bind(window),
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
    });
    const start = jest.fn();
    afterFirstPaint(start, document, win);
    jest.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(start).not.toHaveBeenCalled(); // the frame paints first
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start, document, windowWithPaintTiming().win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the server sent no content to paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = jest.fn();
    afterFirstPaint(start, document, windowWithPaintTiming().win);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('afterMainPictures', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts at once when the main pictures are already shown or there are none', () => {
    pageWith([{ complete: true }, { priority: 'low' }]);
    const start = jest.fn();
    afterMainPictures(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits until every picture fetched first has loaded or failed, once', () => {
    const [hero, photo] = pageWith([{}, {}, { priority: 'low' }]);
    const start = jest.fn();
    afterMainPictures(start);
    hero!.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    photo!.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PICTURE_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than PICTURE_WAIT_MS for a slow picture', () => {
    pageWith([{}]);
    const start = jest.fn();
    afterMainPictures(start);
    jest.advanceTimersByTime(PICTURE_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
