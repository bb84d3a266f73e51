/** Hrefs for the boutique's contact facts as stored in the site settings. */

/** `wa.me` wants the international number as digits only. */
export function whatsappHref(whatsapp: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
}

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
