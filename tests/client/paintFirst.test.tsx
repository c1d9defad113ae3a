import { afterFirstPaint, afterMainPictures, PICTURE_WAIT_MS } from '@/ssr/paintFirst';

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

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts in a task after the next frame, not before, and once', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const start = jest.fn();
    afterFirstPaint(start);
    jest.runAllTimers();
    expect(start).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(start).not.toHaveBeenCalled(); // the frame paints first
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
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
