package app.rally.motivation;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
