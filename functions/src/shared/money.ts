/** Price as shown on cards and product pages: the number followed by 'VND'. */
export function formatPrice(amount: number): string {
  return `${amount} VND`;
}

/** Order amounts: 2 decimals followed by 'VND' (spec: "VND with 2 decimals"). */
export function formatOrderAmount(amount: number): string {
  return `${amount.toFixed(2)} VND`;
}
