export * from './asil-nun-x/asil-nun-x';
export * from './contact-content/contact-content';
export * from './service-pages/service-pages';
export * from './upload/upload';
