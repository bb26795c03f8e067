// Browser code of other modules needs nothing from this module yet; its server entry is index.server.ts.
