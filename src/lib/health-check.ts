import { isApiError } from '../api/api-error';
import { listFiles } from '../api/generated/backend/endpoints/file/file';

/** docs/SPEC.md section 7: the backend health check's result. */
export interface HealthResult {
  isHealthy: boolean;
  message: string;
  suggestions: string[];
}

const HEALTH_CHECK_TIMEOUT_MS = 10_000;

const HEALTHY: HealthResult = {
  isHealthy: true,
  message: 'Backend sunucusuna bağlanıldı; dosya servisi yanıt veriyor.',
  suggestions: [],
};

/** docs/SPEC.md section 8 "Backend health check classification": each result with its suggestions. */
export function classifyHealthFailure(error: unknown): HealthResult {
  const text = [
    error instanceof Error ? error.message : String(error),
    error instanceof Error && error.cause instanceof Error ? error.cause.message : '',
    isApiError(error) && error.cause && typeof error.cause === 'object' && 'code' in error.cause
      ? String(error.cause.code)
      : '',
  ].join(' ');
  const status = isApiError(error) ? error.status : 0;

  if (/ENOTFOUND|EAI_AGAIN|ERR_NAME_NOT_RESOLVED|getaddrinfo/i.test(text)) {
    return {
      isHealthy: false,
      message: 'DNS çözümleme hatası: backend sunucusunun adresi bulunamadı.',
      suggestions: [
        'API adresini (VITE_API_BASE_URL) kontrol edin.',
        'Alan adının DNS kaydını kontrol edin.',
      ],
    };
  }
  if (/http\/?2|ERR_HTTP2/i.test(text)) {
    return {
      isHealthy: false,
      message: 'HTTP/2 protokol hatası: bağlantı beklenmedik şekilde kesildi.',
      suggestions: [
        'Sayfayı yenileyip tekrar deneyin.',
        'Sunucunun veya vekil sunucunun (proxy) HTTP/2 ayarlarını kontrol edin.',
      ],
    };
  }
  if (status === 401) {
    return {
      isHealthy: false,
      message: 'Yetkilendirme hatası: sunucu isteği kabul etmedi.',
      suggestions: [
        'Çıkış yapıp tekrar giriş yapın.',
        'Oturum anahtarının (token) süresinin dolmadığını kontrol edin.',
      ],
    };
  }
  if (status === 404) {
    return {
      isHealthy: false,
      message: 'API uç noktası bulunamadı (404).',
      suggestions: [
        "API adresinin '/api' ile bittiğinden ve doğru sunucuyu gösterdiğinden emin olun.",
        'Backend sürümünün güncel olduğunu kontrol edin.',
      ],
    };
  }
  if (
    (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) ||
    /ECONNREFUSED|ERR_CONNECTION_REFUSED|Network Error|Failed to fetch/i.test(text)
  ) {
    return {
      isHealthy: false,
      message: 'Backend sunucusuna bağlanılamıyor.',
      suggestions: [
        'Backend sunucusunun çalıştığından emin olun.',
        'İnternet bağlantınızı kontrol edin.',
        'API adresini (VITE_API_BASE_URL) ve güvenlik duvarı ayarlarını kontrol edin.',
      ],
    };
  }
  return {
    isHealthy: false,
    message: `Bilinmeyen bağlantı hatası${status ? ` (HTTP ${status})` : ''}.`,
    suggestions: [
      'Birkaç dakika sonra tekrar deneyin.',
      'Sorun sürerse sistem yöneticisine başvurun.',
    ],
  };
}

/** docs/DESIGN.md section 3: the health check is GET /api/File with a 10 s timeout, classified. */
export async function checkBackendHealth(): Promise<HealthResult> {
  try {
    await listFiles({ timeout: HEALTH_CHECK_TIMEOUT_MS });
    return HEALTHY;
  } catch (error) {
    return classifyHealthFailure(error);
  }
}
