/** The gate state a page carries in its HTML, as the client reads it. */
import { parseSiteAccess } from '../../client/src/gate/initialAccess';

describe("the page's gate state", () => {
  it('reads the two booleans the server writes', () => {
    expect(parseSiteAccess('{"gated":true,"granted":false}')).toEqual({ gated: true, granted: false });
    expect(parseSiteAccess('{"gated":false,"granted":true}')).toEqual({ gated: false, granted: true });
  });

  it('gives null (ask the server) for an absent, broken or unexpected block', () => {
    for (const text of [null, undefined, '', '{', 'null', '[]', '{"gated":"yes","granted":true}', '{"granted":true}']) {
      expect(parseSiteAccess(text)).toBeNull();
    }
  });
});
