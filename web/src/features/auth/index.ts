/** What other features may use of sign-in and the session (eslint.config.js fences the rest). */
export { useSession } from './session';
export { signinRequest, updateProfileRequest } from './account-api';
export { AccountFields } from './components/account-fields';
export { FormCard } from './components/form-card';
export { useFormFields, validateFields, type FieldErrors } from './form-validation';
