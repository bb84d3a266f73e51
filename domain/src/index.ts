export * from './format';
export * from './i18n';
export * from './languages';
export * from './routes';
export * from './seo';
export * from './site';
export * from './slug';
export * from "./model";
