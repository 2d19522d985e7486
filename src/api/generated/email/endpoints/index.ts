export * from './email/email';
