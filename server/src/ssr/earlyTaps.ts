/**
 * Taps before hydration (issue 22): a server-rendered page is painted seconds before its scripts have
 * hydrated it, and a tap meanwhile would be lost (React listens only once `hydrateRoot` runs). This
 * small inline script, first in the body, catches a click on a control marked `data-replay` (colour and
 * option buttons, add to cart, the menu and cart buttons), keeps it from going further, marks the
 * control `aria-busy` (shown as getting ready) and queues it; once the page has hydrated the client
 * replays the queue in order on the same controls and removes the listener (client/src/ssr/earlyTaps.ts).
 * Allowed by the Content Security Policy through its hash (http/securityHeaders.ts): no nonce, since
 * the text never changes.
 */
import { createHash } from 'node:crypto';

/**
 * The script's text, ES5 so that it runs in any browser that paints the page. A control is also
 * remembered by its `data-replay` key and its position among the controls with that key, should
 * hydration have replaced the element. Names shared with the client: `window.__earlyTaps`.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var taps=[];function capture(event){' +
  "var target=event.target&&event.target.closest?event.target.closest('[data-replay]'):null;" +
  'if(!target||target.disabled)return;' +
  'event.preventDefault();event.stopImmediatePropagation();' +
  "var key=target.getAttribute('data-replay');" +
  "var same=document.querySelectorAll('[data-replay]'),index=0;" +
  "for(var i=0;i<same.length&&same[i]!==target;i++)if(same[i].getAttribute('data-replay')===key)index++;" +
  "taps.push({element:target,key:key,index:index});target.setAttribute('aria-busy','true');}" +
  "window.addEventListener('click',capture,true);" +
  "window.__earlyTaps={taps:taps,stop:function(){window.removeEventListener('click',capture,true);return taps;}};})();";

/** The CSP source that allows the script, and it only. */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** A control waiting for its tap's replay looks busy (the style attribute is the server's, not React's). */
const PENDING_STYLE = '[data-replay][aria-busy="true"]{cursor:progress;opacity:.6;transition:opacity .2s}';

/** The script and the pending controls' style, put first in the page's body. */
export const EARLY_TAPS_HTML = `<style>${PENDING_STYLE}</style><script>${EARLY_TAPS_SCRIPT}</script>`;
