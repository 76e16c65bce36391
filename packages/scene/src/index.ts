/**
 * @shop/scene: the template scene's maths and rules without a drawing library (layout, text fitting,
 * calendar, validation). The konva drawing is `@shop/scene/draw`; the server's renderer is
 * `@shop/scene/server`. docs/decisions/0050.
 */
export * from './calendar';
export * from './effects';
export * from './fonts';
export * from './layout';
export * from './text';
export * from './validation';
