// The demo account printed by `npm start` and documented in the README.
export const DEMO_EMAIL = "demo@nexo.local";
export const DEMO_PASSWORD = "nexo-demo-2025";
