/** Templates as data: the scene format and the template entity, shared by catalogue, editor and server. */
export * from './scene';
export * from './template';
export * from './api';
