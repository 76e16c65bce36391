export declare const PAGE_START_FILE: string;
export declare function buildPageStart(): Promise<string>;
export declare function writePageStart(): Promise<string>;
