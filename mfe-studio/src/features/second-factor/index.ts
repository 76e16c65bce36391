export { SecondFactorEnrolment } from './enrolment';
