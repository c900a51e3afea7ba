/**
 * A phone number as a `tel:` link's target: digits and a leading +, nothing else. The owner writes the
 * hotline as they like to read it ("0901 234 567", "(028) 3800-0000"); a space would end a Markdown
 * link's target and some dialers refuse separators.
 */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
