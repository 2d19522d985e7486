import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { classifyHealthFailure } from './health-check';

const network = (message: string) =>
  new ApiError({ status: 0, kind: 'network', message, cause: new Error(message) });

describe('classifyHealthFailure (docs/SPEC.md section 8)', () => {
  it('a refused connection or network error: cannot connect to the backend', () => {
    for (const error of [
      network('Network Error'),
      network('connect ECONNREFUSED 127.0.0.1:3000'),
      new ApiError({ status: 0, kind: 'timeout', message: 'timeout of 10000ms exceeded' }),
    ]) {
      const result = classifyHealthFailure(error);
      expect(result).toMatchObject({
        isHealthy: false,
        message: 'Backend sunucusuna bağlanılamıyor.',
      });
      expect(result.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('an HTTP/2 protocol error', () => {
    expect(classifyHealthFailure(network('net::ERR_HTTP2_PROTOCOL_ERROR')).message).toBe(
      'HTTP/2 protokol hatası: bağlantı beklenmedik şekilde kesildi.',
    );
  });

  it('a DNS failure', () => {
    expect(classifyHealthFailure(network('getaddrinfo ENOTFOUND api.asilyapi.test')).message).toBe(
      'DNS çözümleme hatası: backend sunucusunun adresi bulunamadı.',
    );
  });

  it('401: sign in again and check the token', () => {
    const result = classifyHealthFailure(new ApiError({ status: 401, message: 'Unauthorized' }));
    expect(result.message).toBe('Yetkilendirme hatası: sunucu isteği kabul etmedi.');
    expect(result.suggestions).toContain('Çıkış yapıp tekrar giriş yapın.');
  });

  it('404: API endpoint not found', () => {
    expect(classifyHealthFailure(new ApiError({ status: 404, message: 'Not Found' })).message).toBe(
      'API uç noktası bulunamadı (404).',
    );
  });

  it('anything else: an unknown connection error', () => {
    expect(
      classifyHealthFailure(new ApiError({ status: 502, message: 'Bad Gateway' })).message,
    ).toBe('Bilinmeyen bağlantı hatası (HTTP 502).');
    expect(classifyHealthFailure(new Error('garip')).message).toBe('Bilinmeyen bağlantı hatası.');
  });
});
