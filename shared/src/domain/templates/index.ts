// Document templates: paper settings, blocks, API shapes, merge fields, image checks.
export * from './page-settings';
export * from './template-blocks';
export * from './template-records';
export * from './merge-fields';
export * from './merge-values';
export * from './proposal-merge-values';
export * from './chart-layout';
export * from './image-type';
