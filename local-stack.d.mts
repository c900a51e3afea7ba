// Types of local-stack.mjs for the TypeScript that imports it (test set-ups, e2e, vite.config.ts).
type Emulator = 'auth' | 'firestore' | 'functions' | 'hosting' | 'storage' | 'hub';

export declare const PROJECT_ID: string;
export declare const RULES_PROJECT_ID: string;
export declare const EMULATOR_PORTS: Readonly<Record<Emulator, number>>;
export declare const EMULATOR_HOSTS: Readonly<Record<Emulator, string>>;
export declare const SHOP_ORIGIN: string;
export declare const GATEWAY_SANDBOX_PORT: number;
export declare const MAIL_CATCHER_PORT: number;
export declare const MAIL_CATCHER_SMTP_PORT: number;
export declare const MAIL_CATCHER_ORIGIN: string;
export declare const CARRIER_SANDBOX_PORT: number;
export declare const ZNS_SANDBOX_PORT: number;
export declare const ANALYTICS_COLLECTOR_PORT: number;
export declare const EMULATOR_ENV: Readonly<{
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  GCLOUD_PROJECT: string;
}>;
export declare const WEB_BUILD_CONSTANTS: Readonly<
  Record<'__EMULATOR_PORTS__' | '__ANALYTICS_COLLECTOR_ORIGIN__', string>
>;
