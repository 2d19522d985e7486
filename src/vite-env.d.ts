/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' serves every API call from the in-browser mocks (npm run dev, e2e tests). */
  readonly VITE_API_MOCKING?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CONTENT_API_URL?: string;
  readonly VITE_EMAIL_API_URL?: string;
  readonly VITE_EMAIL_SERVICE_ID?: string;
  readonly VITE_EMAIL_TEMPLATE_ID?: string;
  readonly VITE_EMAIL_USER_ID?: string;
  /** Public address of the site, for canonical links, Open Graph and the sitemap. */
  readonly VITE_SITE_URL?: string;
  /** Initial mock latency: 'none', 'realistic' or 'slow'. */
  readonly VITE_MOCK_LATENCY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
