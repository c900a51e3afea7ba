/** Category names from the API, read once per visit and shared by the header drawer and search. */
import { useApiQuery } from '@/lib/use-api-query';

/** The names change only when an admin adds a category; a visit keeps the list it read (a failed read is retried). */
export const useCategories = () => useApiQuery('listCategories', {}, { freshForMs: Infinity });
