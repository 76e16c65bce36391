/**
 * Photo jobs: the import of a photographer's job folder (README.md: the format), picture codes, and
 * picture files with their derivatives. What other folders use; nothing else of photojobs is imported
 * from outside (docs/decisions/0011).
 */
export { CODE_ALPHABET, codeSecret, findSubjectByCode, generateCode, normaliseCode, type SubjectByCode } from './codes';
export {
  compositePath,
  cutoutPath,
  cutoutRaw,
  derivativePath,
  DERIVATIVE_WIDTHS,
  ensureComposite,
  sha256Hex,
  writeFileAtomic,
} from './files';
export {
  compositeOrDrawn,
  derivativeHandler,
  derivativeOrDrawn,
  derivativeProgress,
  derivativeUnits,
  type DerivativeUnit,
  type Drawn,
  queueDerivatives,
  registerDerivativeJobs,
  UPLOAD_WIDTHS,
  uploadFile,
  uploadOrDrawn,
  type UploadWidth,
} from './derivatives';
export { eachLimited, type JobFile } from './folder';
export { type Counts as JobImportCounts, importJob, type ImportStage, type ImportSummary, ImportValidationError } from './import';
export { looksLikeZip, storedHead } from './archive';
export { importUploadedJob, type UploadedImport } from './uploaded';
export { csvLine, formatProblem, JsonSyntaxError, lineOf, parseJsonWithLines, type Problem, readJsonFile, schemaKind } from './textfiles';
