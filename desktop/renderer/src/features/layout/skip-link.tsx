import type { MouseEvent } from 'react';

/** Moves focus past the page's bars to its main content. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
}

/** The first stop of the Tab key on every page: hidden until focused, then "Skip to content". */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
