// The pdf module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { pdfRoutes } from './pdf.routes';
export { createPdfGuideService, toGuideSection, type PdfGuideService } from './pdf.service';
// The guide's build alone, for bench/pdf-build.bench.ts.
export { buildPdfGuide, type PdfGuideInput } from './pdf-guide';
