/**
 * CorrigoPro Direct's wire shapes as FieldDesk reads and sends them (the provider API:
 * /work/shared/integrations/corrigo.md part A). Field names are Corrigo's; where Corrigo's
 * documents leave a name open (customer settings, the check-out's status) the adapter and the
 * emulator in scripts/emulators/corrigo agree on the one used here.
 */
export interface CorrigoErrorBody {
  Code?: number;
  Message?: string;
  ValidationErrors?: Array<{ Type?: string; Message?: string }>;
  MessageId?: string;
}

export interface CorrigoTokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface CorrigoWireWorkOrder {
  WorkOrderId: number;
  WorkOrderNumber: string;
  Status: string;
  Created?: string;
  LastUpdate?: string | null;
  IsPreBilled?: boolean;
  Customer?: { Id: number; Name?: string } | null;
  Priority?: { Id: number; Name: string } | null;
  Location?: { Name?: string; Address?: string } | null;
  WorkDetails?: { Description?: string } | null;
}

export interface CorrigoWireLocation {
  Latitude: number;
  Longitude: number;
}

export interface CorrigoWireDescriptor {
  Id: number;
  Label: string;
  Values?: string[] | null;
  DataType: string;
  DataLength?: number | null;
  IsDeleted?: boolean;
  IsReadonly?: boolean;
}

export interface CorrigoWireCustomerSettings {
  CustomerId: number;
  IsRepairCodeRequired: boolean;
  AreRepairCodesAvailable: boolean;
  CustomFields?: Array<{ Descriptor: CorrigoWireDescriptor; IsRequired?: boolean; Currency?: string | null; Value?: string | null }>;
  RepairCategories?: Array<{ CategoryId: number; Category: string; Codes?: Array<{ CodeId: number; Code: string }> }>;
  Priorities?: Array<{ Id: number; Name: string; RespondInMinutes?: number | null; DueInHours?: number | null; IsEmergency?: boolean }>;
}

export interface CorrigoWireStep {
  Id: number;
  Description: string;
  Status: string;
  Value?: string | null;
  Comment?: string | null;
  Currency?: string | null;
  Order: number;
  IsRequired: boolean;
  Type: string;
  FlagReason?: string | null;
  Label?: string | null;
  DataType?: string | null;
}

export interface CorrigoWireProcedure {
  Id: number;
  Name: string;
  Order: number;
  Status?: string | null;
  Asset?: { Name?: string | null; Path?: string | null; Task?: string | null; Comment?: string | null } | null;
  AllowMarkNotApplicable?: boolean;
  Steps?: CorrigoWireStep[];
}
