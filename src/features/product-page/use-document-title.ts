import { useEffect } from 'react';

/**
 * Sets the browser title while the calling screen is shown (docs/SPEC.md section 2: the product's
 * title, reset when the visitor leaves). The route's `head` cannot know the product before the
 * request answers, and the loader must not wait for it (the loading view comes first), so the
 * screen sets the title once the product is there.
 *
 * On leaving, the previous title comes back, unless something else (the next route's head) has
 * already set a newer one: that one is left alone.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [title]);
}
