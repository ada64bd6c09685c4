/** What a start's seed wrote: brands, whether a catalogue, demo accounts, whether help texts. */
export type Seeded = { brands: number; catalog: boolean; accounts: number; help: boolean }
