/** What visitors read when the site itself fails; shared by the page renderer and the bare fallback. */
export const problemPages = {
  503: {
    title: "We'll be right back",
    text: 'Our site is briefly unavailable while we reconnect to our systems. Please try again in a minute.',
  },
  500: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred on our side. Please try again, or return to the home page.',
  },
} as const;
