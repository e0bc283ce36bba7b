/** The resource fuzz (tests/support/resourceFuzzParts.ts) over the lists from "a" to "h". */
import { fuzzResourcesOfPart } from '../support/resourceFuzzParts';

fuzzResourcesOfPart(0);
