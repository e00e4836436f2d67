import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/** Swagger UI over `spec`, read-only: no "Try it out", operations listed by tag, each opened on demand. */
export default function ApiReference({ spec }: { spec: object }) {
  return <SwaggerUI spec={spec} supportedSubmitMethods={[]} docExpansion="list" defaultModelsExpandDepth={0} />;
}
