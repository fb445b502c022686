declare const __CUPPA_VERSION__: string;
