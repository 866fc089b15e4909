import { useState } from 'react';
import { slugify } from '#src/schemas/common';

type TextChange = { target: { value: string } };

/**
 * A new item's slug follows its name (or title) until someone edits the slug; a saved item's
 * slug never moves. The rules go to the two `Field`s; `slugEdited` says whether to send the slug.
 */
export function useFollowingSlug(saved: boolean, setSlug: (slug: string) => void) {
  const [slugEdited, setSlugEdited] = useState(saved);
  return {
    slugEdited,
    nameRules: {
      onChange: (event: TextChange) => {
        if (!slugEdited) setSlug(slugify(event.target.value));
      },
    },
    slugRules: { onChange: () => setSlugEdited(true) },
  };
}
