import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The inner side of a temple arm with "52□18 140" printed on it, the three numbers named below: where
 * the fit finder's numbers are. An image with its own title and description for screen readers.
 */
export function TempleDrawing() {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      viewBox="0 0 360 120"
      width="100%"
      style={{ maxWidth: 420, display: 'block' }}
      data-testid="temple-drawing"
    >
      <title id={titleId}>{t('fitGuide.drawingTitle')}</title>
      <desc id={descriptionId}>{t('fitGuide.drawingDescription')}</desc>
      {/* The hinge end on the left, the arm bending down behind the ear on the right. */}
      <path
        d="M14 38 h18 v22 h-18 z M32 42 H262 C292 42 318 52 340 86 l-10 6 C310 62 288 56 262 56 H32 z"
        fill="#3b2f2a"
        stroke="#1f1915"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <text x="70" y="53" fill="#f4efe6" fontSize="11" fontFamily="Inter, sans-serif" letterSpacing="0.5">
        52□18 140
      </text>
      <text x="150" y="53" fill="#d8cfc2" fontSize="9" fontFamily="Inter, sans-serif">
        MAISON LUMIÈRE · CE
      </text>
      <g fontSize="11" fontFamily="Inter, sans-serif" fill="#2d2d2d" aria-hidden="true">
        <path d="M76 60 v14 M98 60 v28 M118 60 v42" stroke="#7a6a5a" strokeWidth="1" fill="none" />
        <text x="70" y="85">
          52 = {t('fitGuide.drawingLens')}
        </text>
        <text x="92" y="99">
          18 = {t('fitGuide.drawingBridge')}
        </text>
        <text x="112" y="113">
          140 = {t('fitGuide.drawingTemple')}
        </text>
      </g>
    </svg>
  );
}
