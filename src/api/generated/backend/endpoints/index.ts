export * from './auth/auth';
export * from './contact/contact';
export * from './document/document';
export * from './file/file';
export * from './page/page';
export * from './product/product';
