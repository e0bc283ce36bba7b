/** The resource fuzz (tests/support/resourceFuzzParts.ts) over the lists from "i" to "q". */
import { fuzzResourcesOfPart } from '../support/resourceFuzzParts';

fuzzResourcesOfPart(1);
