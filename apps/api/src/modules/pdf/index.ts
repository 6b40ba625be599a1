// The pdf module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { pdfRoutes } from './pdf.routes';
export { createPdfGuideService, type PdfGuideService } from './pdf.service';
