/** A tel: link for a displayed phone number such as '(555) 010-0142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
