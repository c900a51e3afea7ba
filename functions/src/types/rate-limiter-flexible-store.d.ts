/**
 * rate-limiter-flexible documents extending its store base class for custom stores but exports it
 * only from its own file; this types that file with the class the package already declares.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
