import type { PageContext } from 'vike/types';

/** `+title` of an admin screen: "Users | Admin | Ava Automation". */
export const adminTitle = (screen: string) => (pageContext: PageContext) =>
  `${screen} | Admin | ${pageContext.site.name}`;
