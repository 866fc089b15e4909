import type { Button } from '#src/schemas/blocks/parts';
import { buttonClass } from '../marketing/buttons';

const looks = {
  light: { primary: buttonClass.primary, secondary: buttonClass.secondary },
  dark: { primary: buttonClass.light, secondary: buttonClass.lightOutline },
} as const;

/**
 * A block's button: a link, or without one a real button that does nothing yet (focusable and
 * announced), in the block's style for a light or a dark background.
 */
export function BlockButton({
  button,
  background = 'light',
}: {
  button: Button;
  background?: keyof typeof looks;
}) {
  const className = looks[background][button.style];
  if (!button.href) {
    return (
      <button type="button" className={className}>
        {button.label}
      </button>
    );
  }
  return (
    <a href={button.href} className={className}>
      {button.label}
    </a>
  );
}
