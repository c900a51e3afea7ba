/**
 * The mark checkout leaves in the router's state when it sends the shopper to the order it just
 * placed (cash on delivery, bank transfer, or back from a gateway that failed to open): the order
 * page then opens with its success panel. A reload or a later visit has no mark.
 */
export interface OrderPlacedState {
  placed: true;
}

export const ORDER_PLACED_STATE: OrderPlacedState = { placed: true };

export const justPlaced = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<OrderPlacedState>).placed === true;
