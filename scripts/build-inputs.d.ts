export declare const INPUTS: readonly string[]
export declare function inputDigests(root: string): Record<string, string>
export declare function changedInputs(root: string, digests: Record<string, string>): string[] | undefined
export declare function recordInputs(root: string, digests: Record<string, string>): void
