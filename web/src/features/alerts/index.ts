/** What other features may use of the restock alerts (eslint.config.js fences the rest). */
export { RestockAlertButton, type RestockAlertButtonProps } from './restock-alert-button';
